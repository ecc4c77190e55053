// The CSV rules are shared with the web app, which writes the CSV behind each chart in the browser.
export { csvCell, csvLine } from '@outbreak-watch/domain';
