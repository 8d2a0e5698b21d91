import type { Step } from '../content/types';
import { useWords } from '../content/words';
import { fill } from '../lib/template';

/** A numbered process, one step per row on phones and side by side on desktop. */
export function Steps({ steps }: { steps: Step[] }) {
  const { ui } = useWords();
  return (
    <ol className={`grid gap-6 ${steps.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3'}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="surface-card relative flex flex-col p-6">
          <span
            aria-hidden="true"
            className="mb-4 inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="text-lg font-semibold text-brand-900">
            <span className="sr-only">{fill(ui.step, { number: index + 1 })}</span>
            {step.title}
          </h3>
          <p className="mt-2 text-gray-700">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
