/** A problem in one article file; the message starts with the file, so a failed build says where to look. */
export class ArticleError extends Error {
  constructor(file: string, problems: string | string[]) {
    super([problems].flat().map((problem) => `[blog] ${file}: ${problem}`).join('\n'));
    this.name = 'ArticleError';
  }
}
