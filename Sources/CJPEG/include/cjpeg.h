// JPEG decoding through libjpeg's classic API (libjpeg62-turbo-dev, on every
// machine this project builds on). libjpeg reports a fatal error by calling an
// error_exit that must not return; these two functions catch it with
// setjmp/longjmp inside C and hand Swift a status and a message instead.
#ifndef CJPEG_H
#define CJPEG_H
#include <stddef.h>

/// Reads the size of a JPEG. Returns 0, or -1 with `message` filled in.
int cjpeg_read_size(const unsigned char *data, size_t size, int *width, int *height,
                    char *message, size_t message_size);

/// Decodes a JPEG into `out` (width × height × 4 bytes, RGBA). A warning
/// (a truncated or damaged file) stops decoding, and a progressive file may
/// have at most `max_scans` scans. Returns 0, or -1 with `message` filled in.
int cjpeg_decode_rgba(const unsigned char *data, size_t size, unsigned char *out,
                      int width, int height, int max_scans,
                      char *message, size_t message_size);
#endif
