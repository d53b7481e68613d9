#ifndef TEXTSTATS_H
#define TEXTSTATS_H

#include <stddef.h>

/* Counts of one NUL-terminated text. */
struct text_stats {
    size_t lines;
    size_t words;
    size_t chars;
};

struct text_stats text_stats_count(const char *text);

/* The most frequent letter (case-insensitive, a..z); 0 when there is none. */
char text_stats_top_letter(const char *text);

#endif
