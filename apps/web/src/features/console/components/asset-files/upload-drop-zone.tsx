import { useId, useRef, useState, type DragEvent } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { useTranslation } from 'react-i18next';

interface UploadDropZoneProps {
  onFiles: (files: File[]) => void;
  /** One file only (a replacement), else many. */
  single?: boolean;
  disabled?: boolean;
}

/**
 * Where files are dropped, with a button that opens the file chooser for the keyboard (and for
 * anyone who would rather not drag). Folders and other things dragged in are ignored.
 */
export function UploadDropZone({ onFiles, single = false, disabled = false }: UploadDropZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    const files = [...(list ?? [])].filter((file) => file.size > 0 || file.type);
    if (files.length) onFiles(single ? files.slice(0, 1) : files);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  return (
    <Paper
      variant="outlined"
      data-testid="upload-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        p: { xs: 2, sm: 4 },
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.paper',
        textAlign: 'center',
      }}
    >
      <CloudUploadOutlined color="action" sx={{ fontSize: 40 }} aria-hidden />
      <Typography id={hintId} sx={{ my: 1 }}>
        {t(over ? 'console.asset_files.drop.active' : 'console.asset_files.drop.label')}
      </Typography>
      <Button
        variant="contained"
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-describedby={hintId}
      >
        {t(single ? 'console.asset_files.drop.choose_one' : 'console.asset_files.drop.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        multiple={!single}
        data-testid="upload-input"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </Paper>
  );
}
