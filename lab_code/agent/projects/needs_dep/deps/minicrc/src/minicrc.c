#include "minicrc.h"

static uint32_t table[256];
static int table_ready;

static void build_table(void)
{
    for (uint32_t n = 0; n < 256; ++n) {
        uint32_t c = n;
        for (int k = 0; k < 8; ++k)
            c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        table[n] = c;
    }
    table_ready = 1;
}

uint32_t minicrc_crc32(uint32_t crc, const unsigned char *data, size_t len)
{
    if (!table_ready)
        build_table();
    crc = ~crc;
    for (size_t i = 0; i < len; ++i)
        crc = table[(crc ^ data[i]) & 0xFFu] ^ (crc >> 8);
    return ~crc;
}

const char *minicrc_version(void)
{
    return "1.2.0";
}
