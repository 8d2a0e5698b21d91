/**
 * The content editor at /admin/ (Decap CMS): its own entry, built apart from
 * the site (src/build/cms/admin.vite.config.ts), so none of it reaches the
 * site's pages. The configuration comes from the build as data
 * (src/build/cms/plugin.ts): the collections follow the schemas the build
 * checks, and `npm run cms` adds the local backend.
 */
import CMS from 'decap-cms-app';
import config from 'virtual:cms-config';
import { AGENCY_JSON_FORMAT, jsonInFieldOrder } from './jsonInFieldOrder';

const factsFile = config.collections.find((collection) => collection.format === AGENCY_JSON_FORMAT)?.files?.[0];
if (!factsFile) throw new Error(`content editor: no collection in the ${AGENCY_JSON_FORMAT} format`);
CMS.registerCustomFormat(AGENCY_JSON_FORMAT, 'json', jsonInFieldOrder(factsFile.fields));

CMS.init({ config });
