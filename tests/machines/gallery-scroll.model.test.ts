import { describeModel } from './model-runner';
import { galleryScrollModel } from '../../tools/shared/machine-paths/models';
import { galleryScrollOracle } from '../../tools/shared/machine-paths/oracles/gallery-scroll.oracle';

// Ticks are driven by a SimulatedClock (4 ms, then 1 ms per tick). The model uses 20 px per click
// and 35 px of overflow to keep the offset graph small.
describeModel(galleryScrollModel, galleryScrollOracle);
