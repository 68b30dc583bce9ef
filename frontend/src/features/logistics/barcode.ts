/** The Code 128 drawing moved to src/lib (the buyer area draws store payment codes with it too). */
export * from '../../lib/code128';
