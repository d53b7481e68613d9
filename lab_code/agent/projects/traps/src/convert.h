#ifndef CONVERT_H
#define CONVERT_H

double celsius_to_fahrenheit(double c);
double km_to_miles(double km);
/* Great-circle distance in km between two points given in degrees. */
double haversine_km(double lat1, double lon1, double lat2, double lon2);

#endif
