/**
 * A content value as JavaScript: the data as a literal, and in place of each
 * module import (a form's definition, a language's article list:
 * src/vocabulary/nodes.ts, `moduleImport`) an import of that module, so
 * a page's chunk holds its data and exactly the forms it shows.
 */
import { isModuleImport, type ModuleImport } from '../../vocabulary/nodes.ts';

/** `export const <name> = <value>;` for each entry (`default` makes the default export), with the imports the values name. */
export function moduleCode(exports: Record<string, unknown>): string {
  const imports = new Map<string, ModuleImport & { local: string }>();
  const localOf = (marker: ModuleImport) => {
    const key = `${marker.importFrom}#${marker.importName}`;
    if (!imports.has(key)) imports.set(key, { ...marker, local: `__import${imports.size}` });
    return imports.get(key)!.local;
  };
  const token = (local: string) => `\u0000${local}\u0000`;
  const literal = (value: unknown) =>
    JSON.stringify(value, (_key, item: unknown) => (isModuleImport(item) ? token(localOf(item)) : item), 2).replace(/"\\u0000(__import\d+)\\u0000"/g, '$1');
  const body = Object.entries(exports)
    .map(([name, value]) => (name === 'default' ? `export default ${literal(value)};` : `export const ${name} = ${literal(value)};`))
    .join('\n');
  const head = [...imports.values()]
    .map(({ importFrom, importName, local }) =>
      importName === 'default' ? `import ${local} from ${JSON.stringify(importFrom)};` : `import { ${importName} as ${local} } from ${JSON.stringify(importFrom)};`,
    )
    .join('\n');
  return `${head}${head ? '\n' : ''}${body}\n`;
}
