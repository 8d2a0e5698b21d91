/** Photos the office uploads in the editor (Media): committed to the site's public folder, served from /images/uploads/. */
export const MEDIA_FOLDER = 'src/public/images/uploads';
export const PUBLIC_FOLDER = '/images/uploads';
