// libpq's header, for its types only: the library itself is loaded when a
// PostgreSQL store opens (Sources/WidgetStore/PostgreSQL/LibPQ.swift), so
// this module links nothing. Debian's libpq-dev puts the header in
// /usr/include/postgresql; elsewhere it is usually on the include path.
#if __has_include(<libpq-fe.h>)
#include <libpq-fe.h>
#elif __has_include(<postgresql/libpq-fe.h>)
#include <postgresql/libpq-fe.h>
#else
#error "libpq-fe.h not found: install PostgreSQL's client headers (Debian: libpq-dev)"
#endif
