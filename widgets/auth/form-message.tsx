import { useStore } from '@nanostores/react';
import type { DialogName } from '../../src/stores/dialog';
import { $authFlow } from './auth-flow-store';

/**
 * The flow's message for this dialog (e.g. 'User not found'). The live region stays
 * in the DOM while empty so screen readers announce the text when it arrives.
 */
export function FormMessage({ dialog, id }: { dialog: DialogName; id?: string }) {
  const { error } = useStore($authFlow);
  const text = error?.dialog === dialog ? error.text : '';
  return (
    <p id={id} className="form-message" role="alert">
      {text}
    </p>
  );
}
