// NativeSelect with its slot recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ slotRecipes: { nativeSelect: nativeSelectSlotRecipe } });

export { NativeSelect } from '@chakra-ui/react';
