import type { FieldProps } from './fieldProps';

export function CheckboxField({ id, label, field, value, onChange }: FieldProps) {
  return (
    <div className="form-check admin-checkbox-field">
      <input
        id={id}
        name={field.name}
        className="form-check-input"
        type="checkbox"
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
