/** What follows an inline form's place: why its code did not come, or the note that replaced it once saved (focused by useInlineForm). */
export function InlineFormNotes({
  form,
  failedText,
}: {
  form: { failed: boolean; done: string | null; noteRef: React.RefObject<HTMLParagraphElement | null> };
  failedText: string;
}) {
  return (
    <>
      {form.failed ? (
        <p className="error-text" role="alert">
          {failedText}
        </p>
      ) : null}
      {form.done ? (
        <p ref={form.noteRef} tabIndex={-1} className="status-text" role="status">
          {form.done}
        </p>
      ) : null}
    </>
  );
}
