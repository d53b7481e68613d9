#ifndef MINICRC_H
#define MINICRC_H

#include <stddef.h>
#include <stdint.h>

/* CRC-32 (the zlib/PNG polynomial, reflected 0xEDB88320). Start with crc = 0 and feed
 * more data by passing the previous result back in. */
uint32_t minicrc_crc32(uint32_t crc, const unsigned char *data, size_t len);

const char *minicrc_version(void);

#endif
