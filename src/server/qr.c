/*
 * qr.c: the QR code of a room's link (GET /qr.svg), so that a phone at the
 * table can join by pointing its camera at the host's screen. libqrencode
 * makes the matrix (error correction level M: a smudged screen still
 * reads); this file writes it as one SVG path, each row's dark runs as
 * rectangles, inside the four-module quiet zone readers need.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <qrencode.h>

#include "server/hub.h"

#define QR_TEXT_MAX 512
#define QR_QUIET 4

char *hub_qr_svg(const char *text, size_t *len)
{
    size_t n = text ? strlen(text) : 0;
    if (n == 0 || n > QR_TEXT_MAX)
        return NULL;
    QRcode *q = QRcode_encodeString8bit(text, 0, QR_ECLEVEL_M);
    if (!q)
        return NULL;
    int w = q->width, size = w + 2 * QR_QUIET;
    /* At most one run per two modules, each under 40 bytes. */
    size_t cap = 256 + (size_t)w * (size_t)w * 20;
    char *svg = malloc(cap);
    if (!svg) {
        QRcode_free(q);
        return NULL;
    }
    size_t k = (size_t)snprintf(
        svg, cap,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" "
        "shape-rendering=\"crispEdges\"><rect width=\"%d\" height=\"%d\" "
        "fill=\"#fff\"/><path fill=\"#000\" d=\"",
        size, size, size, size);
    for (int y = 0; y < w; y++)
        for (int x = 0; x < w;) {
            if (!(q->data[y * w + x] & 1)) {
                x++;
                continue;
            }
            int run = 0;
            while (x + run < w && (q->data[y * w + x + run] & 1))
                run++;
            k += (size_t)snprintf(svg + k, cap - k, "M%d %dh%dv1h-%dz",
                                  x + QR_QUIET, y + QR_QUIET, run, run);
            x += run;
        }
    k += (size_t)snprintf(svg + k, cap - k, "\"/></svg>\n");
    QRcode_free(q);
    if (len)
        *len = k;
    return svg;
}
