// The address rules and the rendition presets live in the contract: the server draws the same
// addresses into the first screen and converts nothing else.
export {
  hasThumbnail,
  fileUrl,
  PREVIEW,
  RENDITION_PRESETS,
  renditionQuery,
  renditionUrl,
  THUMBNAIL,
  type RenditionOptions,
  type RenditionPreset,
} from '@vitrine/contract/rendition-url';
