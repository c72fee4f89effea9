// libpng's simplified API (png_image_*): errors come back in
// `warning_or_error` and `message`, never through a longjmp into Swift.
#include <png.h>

// Macros Swift does not import.
static inline png_uint_32 cpng_image_version(void) { return PNG_IMAGE_VERSION; }
static inline png_uint_32 cpng_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline int cpng_image_failed(const png_image *image) { return PNG_IMAGE_FAILED(*image); }
