/** The picture types the api accepts (spec §5: png, jpeg or bmp), for ImageInput's accept. */
export const IMAGE_ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/bmp': ['.bmp'] };
