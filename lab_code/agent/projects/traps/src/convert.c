#include "convert.h"

#include <math.h>

#define EARTH_RADIUS_KM 6371.0
#define DEG_TO_RAD (3.14159265358979323846 / 180.0)

double celsius_to_fahrenheit(double c)
{
    return c * 9.0 / 5.0 + 32.0;
}

double km_to_miles(double km)
{
    return km / 1.609344;
}

double haversine_km(double lat1, double lon1, double lat2, double lon2)
{
    double dlat = (lat2 - lat1) * DEG_TO_RAD;
    double dlon = (lon2 - lon1) * DEG_TO_RAD;
    double a = sin(dlat / 2) * sin(dlat / 2) +
               cos(lat1 * DEG_TO_RAD) * cos(lat2 * DEG_TO_RAD) * sin(dlon / 2) * sin(dlon / 2);
    return 2.0 * EARTH_RADIUS_KM * atan2(sqrt(a), sqrt(1.0 - a));
}
