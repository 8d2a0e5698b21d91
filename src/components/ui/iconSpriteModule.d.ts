/** The icon sprite's URL (src/build/iconSpritePlugin.ts). */
declare module 'virtual:icon-sprite' {
  const url: string;
  export default url;
}
