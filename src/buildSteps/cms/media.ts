import { EDITOR_PLACES } from '../../config/editorPlaces.ts';

/** Photos the office uploads in the editor (Media): committed to the site's public folder, served from /images/uploads/. */
export const MEDIA_FOLDER = EDITOR_PLACES.media.path;
export const PUBLIC_FOLDER = '/images/uploads';
