/* fp_test: the IEEE bit-pattern helpers behind float constants and counterexample
 * literals (rounding to each type, subnormals, overflow, shortest literals). */
#include <math.h>
#include <string.h>
#include "check.h"
#include "fpabs.h"

static void test_round_to_kind(void) {
  CHECK(fp_mag_bits(FP_F32, 1.0, 0) == 0x3F800000);
  CHECK(fp_mag_bits(FP_F16, 1.0, 0) == 0x3C00);
  CHECK(fp_mag_bits(FP_BF16, 1.0, 0) == 0x3F80);
  CHECK(fp_mag_bits(FP_F64, 1.0, 0) == 0x3FF0000000000000ULL);
  CHECK(fp_mag_bits(FP_F32, -2.5, 0) == 0x40200000);          /* magnitude only */
  CHECK(fp_mag_bits(FP_F32, 0.1, 0) == 0x3DCCCCCD);           /* rounds up to nearest */
  CHECK(fp_mag_bits(FP_F32, 0.1, 1) == 0x3DCCCCCC);           /* toward zero */
  CHECK(fp_mag_bits(FP_F16, 65504.0, 0) == 0x7BFF);           /* max f16 */
  CHECK(fp_mag_bits(FP_F16, 65519.0, 0) == 0x7BFF);           /* below the threshold */
  CHECK(fp_mag_bits(FP_F16, 65520.0, 0) == 0x7C00);           /* ties to even: Inf */
  CHECK(fp_mag_bits(FP_F16, 1e6, 1) == 0x7BFF);               /* toward zero saturates */
  CHECK(fp_mag_bits(FP_F16, ldexp(1, -24), 0) == 0x0001);     /* smallest subnormal */
  CHECK(fp_mag_bits(FP_F16, ldexp(1, -26), 0) == 0);          /* underflows to zero */
  CHECK(fp_mag_bits(FP_F16, ldexp(1023, -24), 0) == 0x03FF);  /* largest subnormal */
  CHECK(fp_mag_bits(FP_F16, ldexp(2047, -25), 0) == 0x0400);  /* rounds up to min normal */
  CHECK(fp_mag_bits(FP_F32, INFINITY, 0) == 0x7F800000);
  CHECK(fp_mag_bits(FP_F32, 1.0 + ldexp(1, -24), 0) == 0x3F800000);       /* tie: even */
  CHECK(fp_mag_bits(FP_F32, 1.0 + 3 * ldexp(1, -24), 0) == 0x3F800002);   /* tie: even */
}

static void test_bits_to_double(void) {
  CHECK(fp_bits_to_double(FP_F32, 0x3F800000) == 1.0);
  CHECK(fp_bits_to_double(FP_F16, 0x8001) == -ldexp(1, -24));
  CHECK(fp_bits_to_double(FP_BF16, 0x4049) == 3.140625);
  CHECK(isinf(fp_bits_to_double(FP_F16, 0xFC00)) && fp_bits_to_double(FP_F16, 0xFC00) < 0);
  CHECK(isnan(fp_bits_to_double(FP_F32, 0x7FC00001)));
  CHECK(signbit(fp_bits_to_double(FP_F64, 0x8000000000000000ULL)));
}

int main(void) {
  test_round_to_kind();
  test_bits_to_double();
  return check_done("fp_test");
}
