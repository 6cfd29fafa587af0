/* tosa_nn.h: what the encoders of tosa_nn.c and their evaluators in tosa_nn_eval.c share:
 * one reader per attribute group or type rule of the matmul, convolution, pooling and FFT
 * ops, so that both read an op the same way (docs/design.md, "The interpreter"). A reader
 * returns 0, or 1 with *why saying whether the op is unsupported or malformed (an error)
 * and why; each side reports that its own way. */
#ifndef TV_TOSA_NN_H
#define TV_TOSA_NN_H
#include <stdint.h>
#include <mlir-c/IR.h>
#include "arena.h"

typedef struct NnWhy {
  int unsupported;         /* 1: unsupported, 0: an error (malformed op) */
  char text[120];
} NnWhy;

/* The DenseI64Array attribute `name` of n entries; nonneg: a negative entry is unsupported. */
int nn_read_ints(MlirOperation op, const char *name, unsigned n, int nonneg, int64_t *out, NnWhy *why);
/* A window over ns spatial dimensions: pad (before, after per dimension), stride, dilation
 * (1 when !dilation: pooling), all non-negative, strides and dilations not 0. */
int nn_read_window(MlirOperation op, unsigned ns, int dilation, int64_t *pad, int64_t *stride, int64_t *dil,
                   NnWhy *why);
/* Whether the nan_mode attribute is IGNORE (PROPAGATE is the default). */
int nn_read_nan_ignore(Arena *a, MlirOperation op);
/* Whether fft2d's inverse attribute is true. */
int nn_read_inverse(MlirOperation op);

/* The element types of a product (matmul, convolutions, float avg_pool2d): operand 0's,
 * the result's and the accumulator's (acc_type, else the result's), with their float kinds
 * (FpKind = IfFormat, -1 for integers). Floats may accumulate in a wider acc_type; an
 * integer acc_type must be the result's element type; integers and floats do not mix. */
typedef struct NnTypes {
  MlirType in, out, acc;
  int in_kind, out_kind, acc_kind;
} NnTypes;
int nn_read_types(MlirOperation op, NnTypes *t, NnWhy *why);

/* Integer avg_pool2d: elements of at most 16 bits (w) and acc_type i32. */
int nn_read_avg_int(MlirOperation op, unsigned w, NnWhy *why);

/* transpose_conv2d: the static kernel sizes of the OHWI weights (operand 1), out_pad, stride,
 * and the phase kernels' sizes ceil(K / stride). */
typedef struct NnTconv {
  int64_t k[2], out_pad[4], stride[2], ksub[2];
} NnTconv;
int nn_read_tconv(MlirOperation op, NnTconv *t, NnWhy *why);

/* The spec's reciprocal_scale(c) for a count c >= 1: k = 32 - clz(c - 1), multiplier =
 * (((1 << 30) + 1) << k) / c, shift = 30 + k (integer avg_pool2d). */
void nn_recip(unsigned c, int64_t *mult, unsigned *shift);

/* The evaluators (tosa_nn_eval.c) of the rows of tosa_nn.c's table. */
struct IFn;
int nn_ev_matmul(struct IFn *f, MlirOperation op);
int nn_ev_conv2d(struct IFn *f, MlirOperation op);
int nn_ev_conv3d(struct IFn *f, MlirOperation op);
int nn_ev_depthwise_conv2d(struct IFn *f, MlirOperation op);
int nn_ev_transpose_conv2d(struct IFn *f, MlirOperation op);
int nn_ev_avg_pool2d(struct IFn *f, MlirOperation op);
int nn_ev_max_pool2d(struct IFn *f, MlirOperation op);
int nn_ev_fft2d(struct IFn *f, MlirOperation op);
int nn_ev_rfft2d(struct IFn *f, MlirOperation op);
/* A float sum without a bias (float kind k, -1 for integers) that ran from +0.0: one from
 * -0.0 is allowed too (nn_sum) and differs where the sum is a zero; when the run checks
 * alternatives (Interp.alternatives, the source of a pair) such a sum makes the run one
 * possible outcome (Interp.chose). */
void nn_ev_zero_sum(struct IFn *f, int k, uint64_t sum);

#endif
