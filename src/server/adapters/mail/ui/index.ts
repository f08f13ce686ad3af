export * from './content';
export { type RenderedMail, renderMail } from './render';
