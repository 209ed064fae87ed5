import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Image from '@tiptap/extension-image';
import { EditorContent, Extension, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ArticleAsset } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { PREVIEW, renditionUrl } from '@/shared/media/rendition-url';
import { AssetPickerDialog } from './asset-picker-dialog';
import { LinkDialog } from './link-dialog';
import { RichTextToolbar, TOOLBAR_ICONS, type ToolbarAction } from './rich-text-toolbar';

/** The visitors' text styles, so what is written looks as it will be read. */
const contentStyle = {
  typography: 'body1',
  minHeight: 220,
  px: 1.5,
  py: 1,
  overflowWrap: 'break-word',
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
  '& p': { mt: 0, mb: 1.5 },
  '& h2, & h3, & h4': { mt: 2, mb: 1, lineHeight: 1.3 },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& img.ProseMirror-selectednode': { outline: 3, outlineColor: 'primary.main' },
  '& a': { color: 'primary.main' },
} as const;

/**
 * A rich-text field (Tiptap on ProseMirror) writing the HTML the portal's sanitiser keeps:
 * paragraphs, headings, bold and italic, lists, links and pictures from the asset library. Its
 * toolbar is reached with Tab (or Alt+F10 from the text) and each format also has its shortcut.
 */
export function RichTextEditor({
  label,
  html,
  onChange,
}: {
  label: string;
  html: string;
  onChange: (html: string) => void;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const toolbar = useRef<HTMLDivElement | null>(null);
  // The editor is made once: its change handler reads the latest callback through a ref.
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Image,
      // Ctrl+K for a link (the usual key); Alt+F10 to the toolbar (as in other editors).
      Extension.create({
        name: 'consoleKeys',
        addKeyboardShortcuts: () => ({
          'Mod-k': () => {
            setDialog('link');
            return true;
          },
          'Alt-F10': () => {
            toolbar.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
            return true;
          },
        }),
      }),
    ],
    content: html,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
    },
    onUpdate: ({ editor: e }) => changed.current(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const action = (
    id: keyof typeof TOOLBAR_ICONS,
    run: () => void,
    shortcut?: string,
    extra: Partial<ToolbarAction> = {},
  ): ToolbarAction => ({
    id,
    label: t(`console.articles.editor.${id}`),
    icon: TOOLBAR_ICONS[id],
    shortcut,
    run,
    ...extra,
  });
  const groups: ToolbarAction[][] = [
    [
      action('bold', () => chain().toggleBold().run(), 'Ctrl+B', { pressed: state.bold }),
      action('italic', () => chain().toggleItalic().run(), 'Ctrl+I', { pressed: state.italic }),
    ],
    [
      action('h2', () => chain().toggleHeading({ level: 2 }).run(), 'Ctrl+Alt+2', { pressed: state.h2 }),
      action('h3', () => chain().toggleHeading({ level: 3 }).run(), 'Ctrl+Alt+3', { pressed: state.h3 }),
      action('bullets', () => chain().toggleBulletList().run(), 'Ctrl+Shift+8', { pressed: state.bullets }),
      action('numbers', () => chain().toggleOrderedList().run(), 'Ctrl+Shift+7', { pressed: state.numbers }),
    ],
    [
      action('link', () => setDialog('link'), 'Ctrl+K', { pressed: state.link }),
      action('image', () => setDialog('image')),
    ],
    [
      action('undo', () => chain().undo().run(), 'Ctrl+Z', { disabled: !state.undo }),
      action('redo', () => chain().redo().run(), 'Ctrl+Shift+Z', { disabled: !state.redo }),
    ],
  ];
  const close = () => {
    setDialog(null);
    editor.commands.focus();
  };
  const insertPicture = (asset: ArticleAsset) => {
    const src = renditionUrl('', asset.url, PREVIEW)!;
    chain()
      .setImage({ src, alt: asset.name.replace(/\.[^.]+$/, '') })
      .run();
    setDialog(null);
  };
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <RichTextToolbar
        label={t('console.articles.editor.toolbar', { field: label })}
        groups={groups}
        toolbarRef={(element) => {
          toolbar.current = element;
        }}
      />
      <Box sx={{ '& .tiptap': contentStyle }}>
        <EditorContent editor={editor} />
      </Box>
      {dialog === 'link' && (
        <LinkDialog
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onClose={close}
          onApply={(href) => {
            if (!href) chain().extendMarkRange('link').unsetLink().run();
            else if (editor.state.selection.empty && !editor.isActive('link'))
              chain()
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            else chain().extendMarkRange('link').setLink({ href }).run();
            setDialog(null);
          }}
        />
      )}
      {dialog === 'image' && <AssetPickerDialog picturesOnly onClose={close} onPick={insertPicture} />}
    </Box>
  );
}
