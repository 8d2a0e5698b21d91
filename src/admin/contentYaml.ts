/**
 * The Decap file format of the content files (src/content/site.yaml,
 * pages/, coverage/): YAML written as the repository keeps it, so a saved
 * file differs from the one read only where the office changed something.
 * Decap's own YAML writer folds lines at 80 characters, quotes differently
 * and keeps Immutable's key order (./contentOrder.ts); this one writes with
 * the project's `yaml` (one line per value, `lineWidth: 0`), the keys in the
 * model's order, what was emptied left out, and without the editor's own
 * file-name field (./fileNameField.ts).
 */
import { parse, stringify } from 'yaml';
import { FILE_NAME_FIELD } from './fileNameField.ts';
import { inKeyOrder, type KeyOrder } from './contentOrder.ts';

export interface ContentFormat {
  fromFile: (content: string) => unknown;
  toFile: (data: object) => string;
}

export function contentYaml(order: KeyOrder): ContentFormat {
  return {
    fromFile: (content) => parse(content) ?? {},
    toFile: (data) => {
      const { [FILE_NAME_FIELD]: _fileName, ...content } = data as Record<string, unknown>;
      return stringify(inKeyOrder(content, order), { lineWidth: 0 });
    },
  };
}
