/** Shows a form's toast: a title and, where the form has one, a description under it. */
import { toast } from 'react-toastify/unstyled';
import { requestToastContainer } from './toastContainer';
import type { ToastText } from '../formDefinitions/types';

function ToastBody({ title, description }: ToastText) {
  return (
    <div>
      <p className="font-semibold text-gray-900">{title}</p>
      {description && <p className="mt-1 text-sm text-gray-700">{description}</p>}
    </div>
  );
}

export async function notify(kind: 'success' | 'error', text: ToastText): Promise<void> {
  await requestToastContainer();
  toast[kind](<ToastBody {...text} />, text.autoClose ? { autoClose: text.autoClose } : undefined);
}
