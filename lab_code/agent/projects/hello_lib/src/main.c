#include <stdio.h>

#include "textstats.h"

static const char *poem =
    "Build it here, run it there,\n"
    "one source tree for every chip,\n"
    "a compiler that can travel.\n";

int main(void)
{
    struct text_stats s = text_stats_count(poem);
    printf("hello from a cross-compiled program\n");
    printf("lines=%zu words=%zu chars=%zu\n", s.lines, s.words, s.chars);
    printf("most frequent letter: %c\n", text_stats_top_letter(poem));
    printf("pointer size: %zu bits\n", sizeof(void *) * 8);
    return 0;
}
