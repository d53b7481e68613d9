#include <stdio.h>
#include <string.h>

#include <minicrc.h>

int main(void)
{
    static const char *inputs[] = {"123456789", "hello, world", ""};
    printf("checksum tool using minicrc %s\n", minicrc_version());
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; ++i) {
        const char *s = inputs[i];
        printf("crc32(\"%s\") = %08lx\n", s,
               (unsigned long)minicrc_crc32(0, (const unsigned char *)s, strlen(s)));
    }
    /* Incremental use must give the same value as one call. */
    unsigned long part = minicrc_crc32(0, (const unsigned char *)"12345", 5);
    part = minicrc_crc32(part, (const unsigned char *)"6789", 4);
    printf("incremental = %08lx\n", part);
    return 0;
}
