#include <stdio.h>

#include "convert.h"

int main(void)
{
    printf("unitconv 2.1\n");
    printf("100 C = %.1f F\n", celsius_to_fahrenheit(100.0));
    printf("-40 C = %.1f F\n", celsius_to_fahrenheit(-40.0));
    printf("42.195 km = %.2f miles\n", km_to_miles(42.195));
    /* Beijing -> Shanghai */
    printf("distance = %.0f km\n", haversine_km(39.9042, 116.4074, 31.2304, 121.4737));
    return 0;
}
