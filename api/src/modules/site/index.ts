// The composed site (DESIGN §2): the shell's page with this request's remote versions, the first
// view drawn on the server with its data, page meta for sharing, and the built assets. server.ts
// registers it after the API, so /api always wins. README.md beside this file.
export { sitePlugin, type SiteOptions } from './plugin';
