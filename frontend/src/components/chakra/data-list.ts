// DataList with its slot recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ slotRecipes: { dataList: dataListSlotRecipe } });

export { DataList } from '@chakra-ui/react';
