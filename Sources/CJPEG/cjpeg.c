#include "cjpeg.h"
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>

struct cjpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf escape;
    char *message;
    size_t message_size;
    int max_scans;
};

static void cjpeg_keep_message(j_common_ptr info) {
    struct cjpeg_error *error = (struct cjpeg_error *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    if (error->message_size > 0) {
        snprintf(error->message, error->message_size, "%s", text);
    }
}

static void cjpeg_error_exit(j_common_ptr info) {
    cjpeg_keep_message(info);
    longjmp(((struct cjpeg_error *)info->err)->escape, 1);
}

/// Level -1 is a warning (corrupt data, a premature end): it stops decoding,
/// so a damaged file is an error rather than half a picture. Trace messages
/// (levels 0 and up) are ignored.
static void cjpeg_emit_message(j_common_ptr info, int level) {
    if (level < 0) cjpeg_error_exit(info);
}

struct cjpeg_progress {
    struct jpeg_progress_mgr manager;
    int max_scans;
};

static void cjpeg_count_scans(j_common_ptr info) {
    struct cjpeg_progress *progress = (struct cjpeg_progress *)info->progress;
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    if (info->is_decompressor && decompress->input_scan_number > progress->max_scans) {
        struct cjpeg_error *error = (struct cjpeg_error *)info->err;
        if (error->message_size > 0) {
            snprintf(error->message, error->message_size,
                     "more than %d scans in a progressive JPEG", progress->max_scans);
        }
        longjmp(error->escape, 1);
    }
}

static void cjpeg_prepare(struct jpeg_decompress_struct *info, struct cjpeg_error *error,
                          char *message, size_t message_size) {
    info->err = jpeg_std_error(&error->manager);
    error->manager.error_exit = cjpeg_error_exit;
    error->manager.emit_message = cjpeg_emit_message;
    error->manager.output_message = cjpeg_keep_message;
    error->message = message;
    error->message_size = message_size;
    if (message_size > 0) message[0] = 0;
}

int cjpeg_read_size(const unsigned char *data, size_t size, int *width, int *height,
                    char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct cjpeg_error error;
    cjpeg_prepare(&info, &error, message, message_size);
    if (setjmp(error.escape)) {
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

int cjpeg_decode_rgba(const unsigned char *data, size_t size, unsigned char *out,
                      int width, int height, int max_scans,
                      char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct cjpeg_error error;
    struct cjpeg_progress progress;
    cjpeg_prepare(&info, &error, message, message_size);
    if (setjmp(error.escape)) {
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    progress.manager.progress_monitor = cjpeg_count_scans;
    progress.max_scans = max_scans;
    info.progress = &progress.manager;
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if ((int)info.image_width != width || (int)info.image_height != height) {
        if (message_size > 0) snprintf(message, message_size, "the JPEG's size changed while it was read");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    info.out_color_space = JCS_EXT_RGBA;
    info.dct_method = JDCT_ISLOW;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)width * 4;
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = out + (size_t)info.output_scanline * stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}
