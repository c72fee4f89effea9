// libjpeg's classic API (libjpeg62-turbo-dev). Only the C target CJPEG uses it:
// its errors longjmp, which Swift must never see.
#include <stdio.h>
#include <jpeglib.h>
