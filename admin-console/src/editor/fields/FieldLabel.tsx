/**
 * A field's label; a required one carries a visible star. Screen readers hear "required" from
 * the input's own required attribute, so the star is hidden from them.
 */
export function FieldLabel(props: { htmlFor: string; label: string; required?: boolean }) {
  const { htmlFor, label, required } = props;
  return (
    <label className="form-label" htmlFor={htmlFor}>
      {label}
      {required && (
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}
