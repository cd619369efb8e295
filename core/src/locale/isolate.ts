/**
 * Text set apart from the sentence around it (Unicode first-strong isolates, as <bdi> would): a
 * size such as "7 (EU 122)" or a number keeps its order inside an Arabic sentence. The forecast
 * statement uses it on the pages and in the e-mails alike.
 */
export const isolated = (text: string) => `\u2068${text}\u2069`;
