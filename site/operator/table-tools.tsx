import { useState, type FormEvent } from 'react';
import { exportCsv } from '../../src/api/operator';
import { InputField } from '../../src/ui/input-field';
import { CHANGES } from './operator-stores';
import { useOperatorWrite } from './operator-write';

/**
 * A table's search: what is typed becomes the address's `search` on Search (or Enter). Its `value` comes
 * from the address, so back and forward show the search of that step (the parent keys it by that value).
 */
export function TableSearch({ label, value, onSearch }: { label: string; value: string; onSearch: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className="table-tools" role="search" aria-label={label} onSubmit={submit}>
      <InputField type="search" label={label} value={draft} onChange={setDraft} maxLength={100} />
      <button type="submit" className="button button-quiet">
        Search
      </button>
    </form>
  );
}

/** Saves `blob` under `name` the way a link with `download` does; the object URL lives only for the click. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Download CSV": the table as filtered and sorted, every page of it. Fetched with the operator's token
 * (a plain link would carry none) and saved from memory; the export is in the audit log, which loads again.
 * The outcome is spoken where it is, without taking the focus from the button.
 */
export function CsvButton({
  list,
  query,
  what,
  fetchCsv,
}: {
  list: 'applications' | 'members' | 'audit' | 'fulfilment' | 'bagdrops' | 'newsletters' | 'events' | 'partners';
  query: Record<string, string | number | undefined>;
  what: string;
  /** A table served outside /api/operator (marketing's) brings its own call. */
  fetchCsv?: () => Promise<Blob>;
}) {
  const action = useOperatorWrite(CHANGES.sessions);
  const download = () =>
    void action.run(async () => {
      const blob = fetchCsv ? await fetchCsv() : await exportCsv(list as Exclude<typeof list, 'partners'>, query);
      save(blob, `tote-${list}-${new Date().toISOString().slice(0, 10)}.csv`);
      return `${what} saved as a CSV file.`;
    });
  return (
    <div className="table-tools">
      <button type="button" className="button button-quiet" aria-disabled={action.busy} onClick={() => !action.busy && download()}>
        {action.busy ? 'Preparing the CSV…' : 'Download CSV'}
        <span className="visually-hidden"> of {what.toLowerCase()}</span>
      </button>
      <p className={action.error ? 'ops-error' : 'ops-muted'} role="status">
        {action.error ?? action.done ?? ''}
      </p>
    </div>
  );
}
