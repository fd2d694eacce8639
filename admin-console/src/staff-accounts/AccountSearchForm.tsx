import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@council/i18n';

interface Props {
  /** The search the list answers now. */
  q: string;
  onSearch: (q: string) => void;
}

/** Finds accounts by part of an email or a name; the API searches when the form is sent. */
export function AccountSearchForm({ q, onSearch }: Props) {
  const { t } = useTranslation('admin-console');
  const id = useId();
  const [text, setText] = useState(q);
  // Back or a link may change the search: the box then shows it (and keeps its focus).
  const [searched, setSearched] = useState(q);
  if (q !== searched) {
    setSearched(q);
    setText(q);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The address changes just after the submit event, not inside it: a navigation (a React
    // transition) started inside a submit makes React read the form as if it had a form action.
    queueMicrotask(() => onSearch(text));
  };
  return (
    <form role="search" className="d-flex flex-wrap align-items-end gap-2 mb-3" onSubmit={submit}>
      <div>
        <label htmlFor={id} className="form-label">
          {t('accounts.search.label')}
        </label>
        <input
          id={id}
          type="search"
          className="form-control"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary">
        {t('accounts.search.submit')}
      </button>
      {q && (
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          {t('accounts.search.clear')}
        </button>
      )}
    </form>
  );
}
