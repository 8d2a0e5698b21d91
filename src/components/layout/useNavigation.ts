import { navigationOf } from '../../content/navigation';
import { useWords, type Words } from '../../content/words';

const built = new WeakMap<Words, ReturnType<typeof navigationOf>>();

/** The navigation in the page's language, built once per language. */
export function useNavigation() {
  const words = useWords();
  let navigation = built.get(words);
  if (!navigation) built.set(words, (navigation = navigationOf(words)));
  return navigation;
}
