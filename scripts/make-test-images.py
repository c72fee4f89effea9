#!/usr/bin/env python3
"""Writes the small test images of the image tests (committed; run again only to change them).

PNG is written with zlib and struct; JPEG with libjpeg-turbo's TurboJPEG
library through ctypes (libturbojpeg, the library the renderer decodes with).

    python3 scripts/make-test-images.py [FOLDER]   (default Tests/widgetryTests/Fixtures/images)
"""
import ctypes, ctypes.util, math, os, struct, sys, zlib

folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Tests", "widgetryTests", "Fixtures", "images")
os.makedirs(folder, exist_ok=True)


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(width, height, pixels, color_type=6, header=None):
    """pixels: rows of tuples (RGBA for type 6, RGB for 2, grey for 0)."""
    raw = b"".join(b"\x00" + bytes(v for p in row for v in (p if isinstance(p, tuple) else (p,))) for row in pixels)
    ihdr = header or struct.pack(">IIBBBBB", width, height, 8, color_type, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def jpeg(width, height, rgb_rows, quality=90):
    name = ctypes.util.find_library("turbojpeg") or "libturbojpeg.so.0"
    tj = ctypes.CDLL(name)
    tj.tjInitCompress.restype = ctypes.c_void_p
    handle = tj.tjInitCompress()
    source = bytes(v for row in rgb_rows for p in row for v in p)
    out = ctypes.POINTER(ctypes.c_ubyte)()
    size = ctypes.c_ulong(0)
    TJPF_RGB, TJSAMP_420 = 0, 2
    status = tj.tjCompress2(ctypes.c_void_p(handle), source, width, 0, height, TJPF_RGB,
                            ctypes.byref(out), ctypes.byref(size), TJSAMP_420, quality, 0)
    if status != 0:
        raise SystemExit("tjCompress2 failed")
    data = ctypes.string_at(out, size.value)
    tj.tjFree(out)
    tj.tjDestroy(ctypes.c_void_p(handle))
    return data


def write(name, data):
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


# A 16×16 gradient: red across, green down, blue constant.
gradient = [[(x * 17, y * 17, 128) for x in range(16)] for y in range(16)]
write("gradient.png", png(16, 16, gradient, color_type=2))
write("gradient.jpg", jpeg(16, 16, gradient))

# 33×17, odd sizes, with transparency: an orange disc, soft edge, on nothing.
def disc(x, y):
    d = math.hypot(x - 16, (y - 8) * 2) / 16
    alpha = 255 if d < 0.8 else max(0, int(255 * (1 - d) / 0.2))
    return (255, 140, 0, alpha)
write("disc.png", png(33, 17, [[disc(x, y) for x in range(33)] for y in range(17)]))

# 33×17 JPEG: blue to yellow across.
write("odd.jpg", jpeg(33, 17, [[(x * 255 // 32, x * 255 // 32, 255 - x * 255 // 32) for x in range(33)] for y in range(17)]))

# A grey 8×8 checkerboard (colour type 0).
write("checker.png", png(8, 8, [[255 if (x + y) % 2 else 0 for x in range(8)] for y in range(8)], color_type=0))

# A 48×48 avatar: a teal square with a white ring (the served avatar of seed 004).
def avatar(x, y):
    d = math.hypot(x - 23.5, y - 23.5)
    return (255, 255, 255) if 14 < d < 19 else (0, 128, 128)
write("avatar.png", png(48, 48, [[avatar(x, y) for x in range(48)] for y in range(48)], color_type=2))

# Broken ones.
good = png(16, 16, gradient, color_type=2)
write("truncated.png", good[: len(good) // 2])
write("truncated.jpg", jpeg(16, 16, gradient)[:200])
corrupt = bytearray(good)
corrupt[45] ^= 0xFF  # inside the IDAT data: the CRC no longer matches
write("corrupt.png", bytes(corrupt))
# A header that claims 10000×10000 pixels (100 megapixels) in a file of a hundred bytes.
write("huge.png", png(1, 1, [[(0, 0, 0)]], color_type=2, header=struct.pack(">IIBBBBB", 10000, 10000, 8, 2, 0, 0, 0)))
# A GIF: a real format that is not drawn.
write("anim.gif", b"GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")
print("wrote test images to", os.path.normpath(folder))

# An asset catalog: logo.imageset with a 1x (the grey checkerboard) and a 3x (the gradient).
imageset = os.path.join(folder, "Assets.xcassets", "logo.imageset")
os.makedirs(imageset, exist_ok=True)
with open(os.path.join(imageset, "logo.png"), "wb") as f:
    f.write(png(8, 8, [[255 if (x + y) % 2 else 0 for x in range(8)] for y in range(8)], color_type=0))
with open(os.path.join(imageset, "logo@3x.png"), "wb") as f:
    f.write(png(16, 16, gradient, color_type=2))
with open(os.path.join(imageset, "Contents.json"), "w") as f:
    f.write('{\n  "images" : [\n    { "filename" : "logo.png", "idiom" : "universal", "scale" : "1x" },\n'
            '    { "idiom" : "universal", "scale" : "2x" },\n'
            '    { "filename" : "logo@3x.png", "idiom" : "universal", "scale" : "3x" }\n  ],\n'
            '  "info" : { "author" : "xcode", "version" : 1 }\n}\n')
