import type { ComponentType } from 'react';
import type { FieldKind } from '../types';
import { CheckboxField } from './CheckboxField';
import { DocumentField } from './DocumentField';
import type { FieldProps } from './fieldProps';
import { InputField } from './InputField';
import { PhotoField } from './PhotoField';
import { TextAreaField } from './TextAreaField';

const RENDERERS: Record<FieldKind, ComponentType<FieldProps>> = {
  text: InputField,
  email: InputField,
  number: InputField,
  date: InputField,
  time: InputField,
  textarea: TextAreaField,
  checkbox: CheckboxField,
  photo: PhotoField,
  document: DocumentField,
};

/** One declared field, drawn by the renderer of its kind. */
export function FieldInput(props: FieldProps) {
  const Renderer = RENDERERS[props.field.kind];
  return <Renderer {...props} />;
}
