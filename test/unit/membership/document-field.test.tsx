import { act, cleanup, fireEvent, render, screen } from '../support/testing-library';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentField } from '../../../widgets/membership/document-field';
import { allowDragEvents, chooseFile, pdf, png } from './support';

allowDragEvents();

/** The field as the identity step holds it: the file and its message live in the parent. */
function Field({ onChange }: { onChange?: (file: File | null, error: string | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <DocumentField
      label="PAN card"
      hint="The side with your PAN number"
      file={file}
      error={error}
      onChange={(next, problem) => {
        setFile(next);
        setError(problem);
        onChange?.(next, problem);
      }}
    />
  );
}

const zone = () => screen.getByTestId('document-drop');
const drop = (file: File) => act(() => void fireEvent.drop(zone(), { dataTransfer: { files: [file] } }));

let urls: string[];
beforeEach(() => {
  urls = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    urls.push(`blob:preview-${urls.length + 1}`);
    return urls[urls.length - 1];
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('<DocumentField>: drag and drop', () => {
  it('shows that a file may be dropped while one is dragged over it, and stops when it leaves', () => {
    render(<Field />);
    act(() => void fireEvent.dragOver(zone(), { dataTransfer: { files: [], dropEffect: 'none' } }));
    expect(zone().className).toContain('document--over');
    act(() => void fireEvent.dragLeave(zone()));
    expect(zone().className).not.toContain('document--over');
  });

  it('takes the first dropped file, checks it like a chosen one and keeps it', () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    act(() => void fireEvent.drop(zone(), { dataTransfer: { files: [pdf('pan-card.pdf'), png('other.png')] } }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'pan-card.pdf' }), null);
    expect(screen.getByText('pan-card.pdf')).toBeTruthy();
    expect(screen.queryByText('other.png')).toBeNull();
  });

  it('a dropped file it refuses is not kept; the message is under the field and read with its input', () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    drop(new File(['x'], 'scan.tiff', { type: 'image/tiff' }));
    expect(onChange).toHaveBeenLastCalledWith(null, 'Choose a JPEG, PNG or WebP image, or a PDF.');
    const input = screen.getByLabelText('PAN card');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(zone().querySelector('[role="alert"]')!.textContent).toBe('Choose a JPEG, PNG or WebP image, or a PDF.');
    expect(
      input
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent),
    ).toContain('Choose a JPEG, PNG or WebP image, or a PDF.');
    expect(screen.getByText('Choose a photo or PDF')).toBeTruthy();
  });

  it('a drop that carries no file (text dragged from the page) changes nothing', () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    act(() => void fireEvent.drop(zone(), { dataTransfer: { files: [] } }));
    expect(onChange).not.toHaveBeenCalled();
    expect(zone().className).not.toContain('document--over');
  });
});

describe('<DocumentField>: preview', () => {
  it('a photo is shown whole with its name and size; a PDF by its name, with no picture', () => {
    render(<Field />);
    chooseFile('PAN card', png('pan-front.png', 300 * 1024));
    const preview = screen.getByRole('img', { name: 'Preview of PAN card' }) as HTMLImageElement;
    expect(preview.getAttribute('src')).toBe('blob:preview-1');
    expect(screen.getByText('pan-front.png')).toBeTruthy();
    expect(screen.getByText('300 KB')).toBeTruthy();
    drop(pdf('pan.pdf', 2 * 1024 * 1024));
    expect(screen.queryByRole('img', { name: 'Preview of PAN card' })).toBeNull();
    expect(screen.getByText('pan.pdf')).toBeTruthy();
    expect(screen.getByText('2.0 MB')).toBeTruthy();
  });

  it('replacing or removing a photo lets go of the previous preview, and Remove brings the picker back', () => {
    render(<Field />);
    chooseFile('PAN card', png('first.png'));
    chooseFile('PAN card', png('second.png'));
    expect(screen.getByRole('img', { name: 'Preview of PAN card' }).getAttribute('src')).toBe('blob:preview-2');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove PAN card' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Choose a photo or PDF')).toBeTruthy();
    expect((screen.getByLabelText('PAN card') as HTMLInputElement).value).toBe('');
  });

  it('Replace opens the same file input (the one control for keyboard and screen reader)', () => {
    render(<Field />);
    chooseFile('PAN card', pdf());
    const replace = screen.getByText('Replace').closest('label')!;
    expect(replace.htmlFor).toBe(screen.getByLabelText('PAN card').id);
    expect(replace.textContent).toBe('Replace PAN card');
  });
});
