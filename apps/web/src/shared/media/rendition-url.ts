// The address rules live in the contract: the server draws the same addresses into the first screen.
export {
  hasThumbnail,
  fileUrl,
  PREVIEW,
  renditionUrl,
  THUMBNAIL,
  type RenditionOptions,
} from '@vitrine/contract/rendition-url';
