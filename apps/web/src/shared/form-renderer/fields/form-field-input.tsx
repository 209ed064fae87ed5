import { memoField } from '@/shared/forms/memo-field';
import { fieldKind } from '../field-kinds';
import { BoolField } from './bool-field';
import { CountryField } from './country-field';
import { DateTimeField } from './date-time-field';
import { FieldFrame } from './field-frame';
import type { FieldProps } from './field-props';
import { FileField } from './file-field';
import { MultiSelectField } from './multi-select-field';
import { SingleSelectField } from './single-select-field';
import { StaticField } from './static-field';
import { TextInputField } from './text-input-field';

/** The input a field's type calls for (spec 2 "Forms"), in its frame of picture and tooltip. */
function FormFieldInputBody(props: FieldProps) {
  const kind = fieldKind(props.field);
  let input;
  if (kind === 'title' || kind === 'description') input = <StaticField field={props.field} />;
  else if (kind === 'single_select') input = <SingleSelectField {...props} />;
  else if (kind === 'multi_select') input = <MultiSelectField {...props} />;
  else if (kind === 'countries') input = <CountryField {...props} />;
  else if (kind === 'file') input = <FileField {...props} />;
  else if (kind === 'bool') input = <BoolField {...props} />;
  else if (kind === 'date' || kind === 'time' || kind === 'datetime') input = <DateTimeField {...props} />;
  else input = <TextInputField {...props} />;
  return <FieldFrame field={props.field}>{input}</FieldFrame>;
}

/** Drawn again only when its field or control change (`memoField`): the form's own renders pass by. */
export const FormFieldInput = memoField(FormFieldInputBody);
