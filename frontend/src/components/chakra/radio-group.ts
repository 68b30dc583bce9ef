// RadioGroup with its slot recipe and the radiomark recipe its indicator renders with, added to the system when the
// first chunk that renders it loads (app/theme.ts).
import { radioGroupSlotRecipe, radiomarkRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ recipes: { radiomark: radiomarkRecipe }, slotRecipes: { radioGroup: radioGroupSlotRecipe } });

export { RadioGroup } from '@chakra-ui/react';
