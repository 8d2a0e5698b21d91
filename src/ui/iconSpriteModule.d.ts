/** The icon sprite's URL (src/buildSteps/plugins/iconSprite.ts). */
declare module 'virtual:icon-sprite' {
  const url: string;
  export default url;
}
