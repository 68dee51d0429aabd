/**
 * `@platform/ui/images`: readying class and lesson pictures in the browser (spec 9).
 * A subpath of its own, outside the shared singleton, so only the screens that pick
 * pictures bundle it (and load browser-image-compression on first use).
 */
export { IMAGE_RULES } from './image-rules';
export { prepareImage, type PreparedImage } from './prepare-image';
export { imageMessages } from './messages';
