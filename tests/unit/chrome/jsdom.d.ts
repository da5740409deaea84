/** What the chrome tests use of jsdom, which ships no types: a document parsed from server-rendered HTML. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: { readonly document: Document };
  }
}
