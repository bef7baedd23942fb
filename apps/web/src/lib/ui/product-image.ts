/**
 * The size item pictures are drawn and uploaded at (4:3). Images carry it as width and height so the
 * browser reserves their space before they load, and nothing below them jumps.
 */
export const PRODUCT_IMAGE_WIDTH = 600;
export const PRODUCT_IMAGE_HEIGHT = 450;
